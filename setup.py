"""Ship the top-level forms/ and resources/ folders inside the wheel.

They live beside the package in the checkout (so a sixth game system adds one form and one
sample without touching Python), and are mapped to the data packages ``sheetkeeper._forms``
and ``sheetkeeper._resources`` when built. ``sheetkeeper.paths`` finds either location.
"""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["sheetkeeper", "sheetkeeper.*"])
    + ["sheetkeeper._forms", "sheetkeeper._resources"],
    package_dir={"sheetkeeper._forms": "forms", "sheetkeeper._resources": "resources"},
    package_data={
        "sheetkeeper._forms": ["*.toml"],
        "sheetkeeper._resources": ["*", "*/*", "*/*/*"],
    },
    include_package_data=False,
)
