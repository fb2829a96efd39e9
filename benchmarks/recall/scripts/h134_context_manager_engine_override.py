# classes: 7 8
"""An engine offers a context manager that temporarily overrides its generation options
(`with engine.options(use_cache=False):`); the speculative call runs inside it."""
import contextlib

from transformers import AutoModelForCausalLM, AutoTokenizer


class Engine:
    def __init__(self, model_id, draft_id):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)
        self._options = {"max_new_tokens": 5}

    @contextlib.contextmanager
    def options(self, **overrides):
        saved = dict(self._options)
        self._options.update(overrides)
        try:
            yield self
        finally:
            self._options = saved

    def speculate(self, text):
        enc = self.tok(text, return_tensors="pt")
        return self.model.generate(**enc, assistant_model=self.draft, **self._options)


if __name__ == "__main__":
    engine = Engine("HuggingFaceTB/SmolLM2-360M", "HuggingFaceTB/SmolLM2-135M")
    print(engine.speculate("hello world").shape)
    with engine.options(use_cache=False):
        print(engine.speculate("hello world").shape)
