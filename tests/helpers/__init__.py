"""What test modules share: data, scaffolding and checks. Test modules import from here
(``from tests.helpers.x import y``), never from one another (tests/test_test_imports.py)."""
