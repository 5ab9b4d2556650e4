"""Ship the top-level forms/ and resources/ folders, and the rules notes, inside the wheel.

They live beside the package in the checkout (so a sixth game system adds one form and one
sample without touching Python; the rules notes stay in docs/rules, where the documentation
links to them), and are mapped to the data packages ``sheetkeeper._forms``,
``sheetkeeper._resources`` and ``sheetkeeper._rules`` when built (Help › Rules Notes reads
them). ``sheetkeeper.paths`` finds either location.
"""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["sheetkeeper", "sheetkeeper.*"])
    + ["sheetkeeper._forms", "sheetkeeper._resources", "sheetkeeper._rules"],
    package_dir={
        "sheetkeeper._forms": "forms",
        "sheetkeeper._resources": "resources",
        "sheetkeeper._rules": "docs/rules",
    },
    package_data={
        "sheetkeeper._forms": ["*.toml"],
        "sheetkeeper._rules": ["*.md"],
        "sheetkeeper._resources": ["*", "*/*", "*/*/*"],
    },
    include_package_data=False,
)
