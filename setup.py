"""Ship the top-level forms/, resources/ and translations/ folders, and the rules notes, inside
the wheel.

They live beside the package in the checkout (so a sixth game system adds one form and one
sample without touching Python; the rules notes stay in docs/rules, where the documentation
links to them), and are mapped to the data packages ``sheetkeeper._forms``,
``sheetkeeper._resources``, ``sheetkeeper._rules`` and ``sheetkeeper._translations`` when
built (Help › Rules Notes reads the notes; the sheet model reads the translations).
``sheetkeeper.paths`` finds either location.
"""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["sheetkeeper", "sheetkeeper.*"])
    + ["sheetkeeper._forms", "sheetkeeper._resources", "sheetkeeper._rules",
       "sheetkeeper._translations"],
    package_dir={
        "sheetkeeper._forms": "forms",
        "sheetkeeper._resources": "resources",
        "sheetkeeper._rules": "docs/rules",
        "sheetkeeper._translations": "translations",
    },
    package_data={
        "sheetkeeper._forms": ["*.toml"],
        "sheetkeeper._rules": ["*.md"],
        "sheetkeeper._translations": ["*.ts"],
        "sheetkeeper._resources": ["*", "*/*", "*/*/*"],
    },
    include_package_data=False,
)
