"""Test suites around generation code (core/testsuites.py, flow.Interpreter._walk_root): `self`
of a test method built by setUpClass / setUp (pytest's setup_class / setup_method / autouse
fixtures), parametrize cases walked as a sweep named by the test's id, same-file fixtures as
parameter values, functions nothing calls that call a helper or save a model, and the errors a
test expects (`pytest.raises`, `assertRaises`, xfail) or never meets (skip)."""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
import unittest
import pytest
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
"""


def found(body: str, release: str = "5.23.0") -> list[tuple[int, str, str, str]]:
    text = HEAD + textwrap.dedent(body)
    hits = analysed.findings(text, "test_script.py", release)
    first = HEAD.count("\n")
    return [(f.span.line - first, f.code, f.severity.value, f.message) for f in hits]


UNITTEST = """
class SpeculativeTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
        cls.model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
        cls.draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

    def setUp(self):
        self.kwargs = {{"max_new_tokens": 4, "use_cache": {use_cache}}}

    def test_assisted(self):
        enc = self.tok("hello", return_tensors="pt")
        self.model.generate(**enc, assistant_model=self.draft, **self.kwargs)
"""


def test_set_up_class_and_set_up_build_self():
    [(line, code, severity, _)] = found(UNITTEST.format(use_cache=False))
    assert (line, code, severity) == (14, "HF101", "error")
    assert found(UNITTEST.format(use_cache=True)) == []


def test_base_test_case_of_the_file_and_pytest_setup_method():
    body = """
    class Base(unittest.TestCase):
        @classmethod
        def setUpClass(cls):
            cls.model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
            cls.draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

    class SampleTest(Base):
        def test_two(self):
            self.model.generate(assistant_model=self.draft, do_sample=True, num_return_sequences=2)

    class TestPlain:
        def setup_method(self, method):
            self.model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
            self.draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
            self.config = GenerationConfig(use_cache=False)

        def test_config(self):
            self.model.generate(assistant_model=self.draft, generation_config=self.config)
    """
    assert [(f[0], f[1], f[2]) for f in found(body)] == [(10, "HF105", "error"), (19, "HF101", "error")]


PARAMS = """
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

@pytest.mark.parametrize(
    "preset",
    [pytest.param({"max_new_tokens": 4}, id="short"), pytest.param({"use_cache": False}, id="no-cache")],
)
def test_preset(preset):
    model.generate(assistant_model=draft, **preset)
"""


def test_parametrize_cases_are_named_by_the_test_id():
    [(line, code, severity, message)] = found(PARAMS)
    assert (line, code, severity) == (10, "HF101", "error")
    assert "for test_preset[no-cache]" in message


def test_stacked_parametrize_is_a_product_in_pytest_order():
    body = """
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

    @pytest.mark.parametrize("k", [2, 5])
    @pytest.mark.parametrize("n", [1, 2], ids=["one", "two"])
    def test_grid(n, k):
        model.generate(assistant_model=draft, num_assistant_tokens=k, num_return_sequences=n, do_sample=True)
    """
    [(line, code, severity, message)] = found(body)
    assert (line, code, severity) == (8, "HF105", "error")
    assert "for test_grid[two-2]" in message


def test_a_class_level_mark_parametrizes_each_test_after_its_own_marks():
    body = """
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

    @pytest.mark.parametrize("use_cache", [True, False], ids=["kv", "no-kv"])
    class TestDrafted:
        @pytest.mark.parametrize("k", [2, 5])
        def test_grid(self, use_cache, k):
            model.generate(assistant_model=draft, num_assistant_tokens=k, use_cache=use_cache)

        def test_plain(self, use_cache):
            model.generate(max_new_tokens=4, use_cache=use_cache)
    """
    [(line, code, severity, message)] = found(body)
    assert (line, code, severity) == (9, "HF101", "error")
    # (pytest's id: the method's own mark first, the class's after it)
    assert "for test_grid[2-no-kv]" in message


def test_a_fixture_with_params_makes_one_case_per_param_read_as_request_param():
    body = """
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

    @pytest.fixture(params=[4, 8, 0])
    def tokens(request):
        return {"max_new_tokens": 4, "use_cache": request.param > 0}

    def test_drafted(tokens):
        model.generate(assistant_model=draft, **tokens)
    """
    [(line, code, severity, message)] = found(body)
    assert (line, code, severity) == (10, "HF101", "error")
    assert "for test_drafted[0]" in message
    # (two fixtures with params: their order in pytest's ids is not followed; silent)
    two = body.replace(
        "def test_drafted(tokens):",
        "@pytest.fixture(params=[1, 2])\n    def k(request):\n        return request.param\n\n    def test_drafted(tokens, k):",
    )
    assert found(two) == []


def test_a_skipped_case_and_an_indirect_mark_are_not_walked_as_cases():
    skipped = PARAMS.replace('id="no-cache")', 'id="no-cache", marks=pytest.mark.skip)')
    assert found(skipped) == []
    indirect = PARAMS.replace("],\n)", "],\n    indirect=True,\n)")
    assert found(indirect) == []


def test_fixtures_requesting_fixtures_and_yield_fixtures():
    body = """
    @pytest.fixture
    def tok():
        t = AutoTokenizer.from_pretrained("openai-community/gpt2")
        t.pad_token = t.eos_token
        return t

    @pytest.fixture
    def batch(tok):
        return tok(["a", "b"], return_tensors="pt", padding=True)

    @pytest.fixture(scope="module")
    def models():
        target = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
        yield target, AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

    def test_batch(batch, models):
        target, draft = models
        target.generate(**batch, assistant_model=draft)
    """
    assert [(f[0], f[1], f[2]) for f in found(body)] == [(19, "HF106", "error")]


def test_a_caller_nothing_calls_gives_the_helper_its_arguments():
    body = """
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

    def run_generation(lm, helper, **overrides):
        return lm.generate(assistant_model=helper, **overrides)

    def test_low_memory():
        run_generation(model, draft, use_cache=False)
    """
    assert [(f[0], f[1], f[2]) for f in found(body)] == [(6, "HF101", "error")]


def test_a_function_that_only_saves_is_walked():
    body = """
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    model.generation_config.do_sample = False
    model.generation_config.temperature = 0.5

    def export(folder):
        model.save_pretrained(folder)
    """
    assert [(f[0], f[1]) for f in found(body)] == [(7, "HF136")]


def test_expected_errors_are_silent_but_not_other_classes():
    body = """
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

    def test_refused():
        with pytest.raises(ValueError):
            model.generate(assistant_model=draft, use_cache=False)

    class Guard(unittest.TestCase):
        def test_refused(self):
            with self.assertRaises(ValueError):
                model.generate(assistant_model=draft, use_cache=False)

    @pytest.mark.xfail(raises=ValueError)
    def test_known_limitation():
        model.generate(assistant_model=draft, use_cache=False)

    @unittest.skip("later")
    def test_skipped():
        model.generate(assistant_model=draft, use_cache=False)
    """
    assert found(body) == []
    # 5.24 raises RuntimeError there, which `pytest.raises(ValueError)` does not catch.
    lines = sorted({(f[0], f[1]) for f in found(body, "5.24.0")})
    assert lines == [(7, "HF101"), (12, "HF101"), (16, "HF101")]


def test_a_plain_class_is_not_a_test_class():
    body = """
    class Helper:
        def setUp(self):
            self.kwargs = {"use_cache": False}

        def test_like(self):
            model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
            model.generate(assistant_model=model, **self.kwargs)
    """
    assert found(body) == []


MIXIN = """
class DraftChecks:
    GEN_KWARGS = {{}}

    @classmethod
    def setUpClass(cls):
        cls.tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
        cls.model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
        cls.draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

    def test_draft(self):
        enc = self.tok("hello", return_tensors="pt")
        self.model.generate(**enc, assistant_model=self.draft, max_new_tokens=4, **self.GEN_KWARGS)

class DefaultTest(DraftChecks, unittest.TestCase):
    GEN_KWARGS = {{"do_sample": False}}

class LowMemoryTest(DraftChecks, {base}):
    GEN_KWARGS = {{"use_cache": False}}
{extra}"""


def test_a_mixins_test_runs_once_per_test_class_that_mixes_it_in():
    # (the runner runs DraftChecks.test_draft for each heir, with the heir's class attributes)
    [(line, code, severity, message)] = found(MIXIN.format(base="unittest.TestCase", extra=""))
    assert (line, code, severity) == (13, "HF101", "error")
    assert "for LowMemoryTest: use_cache is set to False" in message


def test_a_heir_that_overrides_the_test_or_is_no_test_class_is_not_run_with_it():
    override = """
    def test_draft(self):
        pass
"""
    assert found(MIXIN.format(base="unittest.TestCase", extra=override)) == []
    assert found(MIXIN.format(base="object", extra="")) == []


def test_a_base_test_case_s_test_is_rerun_by_its_subclasses():
    body = """
    class LookupTest(unittest.TestCase):
        use_cache = True

        @classmethod
        def setUpClass(cls):
            cls.tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
            cls.model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

        def test_lookup(self):
            enc = self.tok("hello", return_tensors="pt")
            self.model.generate(**enc, prompt_lookup_num_tokens=3, use_cache=self.use_cache, max_new_tokens=4)

    class NoCacheLookupTest(LookupTest):
        use_cache = False
    """
    [(line, code, severity, _)] = found(body)
    assert (line, code, severity) == (12, "HF101", "error")


def test_an_assertion_method_changes_nothing_it_is_given():
    body = """
    from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

    class ExportTest(unittest.TestCase):
        @classmethod
        def setUpClass(cls):
            cls.model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

        def test_config(self):
            self.assertIsNotNone(self.model.generation_config)

        def test_wrapper(self):
            TorchExportableModuleWithStaticCache(self.model, batch_size=1, max_cache_len=64)

    ExportTest.setUpClass()
    case = ExportTest()
    case.test_config()
    case.test_wrapper()
    """
    assert [(line, code) for line, code, _, _ in found(body)] == [(13, "HF202")]


def test_set_up_module_runs_before_each_test():
    head = """
    MODEL = DRAFT = TOK = None

    def {name}({param}):
        global MODEL, DRAFT, TOK
        TOK = AutoTokenizer.from_pretrained("openai-community/gpt2")
        MODEL = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
        DRAFT = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    """
    method = """
    class DraftTest(unittest.TestCase):
        def test_low_memory(self):
            enc = TOK("hello", return_tensors="pt")
            MODEL.generate(**enc, assistant_model=DRAFT, use_cache=False, max_new_tokens=4)
    """
    function = """
    def test_low_memory():
        enc = TOK("hello", return_tensors="pt")
        MODEL.generate(**enc, assistant_model=DRAFT, use_cache=False, max_new_tokens=4)
    """
    [(line, code, severity, _)] = found(head.format(name="setUpModule", param="") + method)
    assert (line, code, severity) == (13, "HF101", "error")
    [(line, code, _, _)] = found(head.format(name="setup_module", param="module") + function)
    assert (line, code) == (12, "HF101")
    # (unittest calls setUpModule only; a function of another name is no set-up)
    assert found(head.format(name="setup_module", param="module") + method) == []
    assert found(head.format(name="load_models", param="") + function) == []


def test_a_class_fixture_sets_the_class_through_request_cls():
    body = """
    @pytest.fixture(scope="class")
    def models(request):
        request.cls.tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
        request.cls.model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
        request.cls.draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
        yield
        request.cls.draft = None

    @pytest.mark.usefixtures("models")
    class {name}:
        def test_low_memory(self):
            enc = self.tok("hello", return_tensors="pt")
            self.model.generate(**enc, assistant_model=self.draft, use_cache=False, max_new_tokens=4)
    """
    # (the teardown after the yield runs after the tests: the draft is still there)
    for name in ("TestDraft", "DraftTest(unittest.TestCase)"):
        [(line, code, severity, _)] = found(body.format(name=name))
        assert (line, code, severity) == (14, "HF101", "error")
    assert found(body.format(name="TestDraft").replace('@pytest.mark.usefixtures("models")', "")) == []
