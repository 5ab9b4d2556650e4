"""Ship the top-level forms/, resources/ and translations/ folders, the rules notes and the
user guide (with its screenshots) inside the wheel.

They live beside the package in the checkout (so a sixth game system adds one form and one
sample without touching Python; the rules notes stay in docs/rules, where the documentation
links to them), and are mapped to the data packages ``sheetkeeper._forms``,
``sheetkeeper._resources``, ``sheetkeeper._rules``, ``sheetkeeper._guide`` and
``sheetkeeper._translations`` when built (Help › Rules Notes reads the notes, Help › User
Guide the guide; the sheet model reads the translations).
``sheetkeeper.paths`` finds either location.
"""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["sheetkeeper", "sheetkeeper.*"])
    + ["sheetkeeper._forms", "sheetkeeper._resources", "sheetkeeper._rules",
       "sheetkeeper._translations", "sheetkeeper._guide"],
    package_dir={
        "sheetkeeper._forms": "forms",
        "sheetkeeper._resources": "resources",
        "sheetkeeper._rules": "docs/rules",
        "sheetkeeper._translations": "translations",
        "sheetkeeper._guide": "docs",
    },
    package_data={
        "sheetkeeper._forms": ["*.toml"],
        "sheetkeeper._rules": ["*.md"],
        "sheetkeeper._translations": ["*.ts"],
        "sheetkeeper._guide": ["user-guide.md", "screenshots/*.png"],
        "sheetkeeper._resources": ["*", "*/*", "*/*/*"],
    },
    include_package_data=False,
)
