from behave.fixture import fixture as fixture, use_fixture as use_fixture
from behave.step_registry import (
    Given as Given,
    Step as Step,
    Then as Then,
    When as When,
    given as given,
    step as step,
    then as then,
    when as when,
)

__all__ = ["given", "when", "then", "step", "Given", "When", "Then", "Step", "use_fixture", "fixture"]
