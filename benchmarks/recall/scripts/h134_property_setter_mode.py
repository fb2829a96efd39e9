# classes: 7 8
"""An engine whose `mode` property setter rewrites the generation kwargs it keeps; switching the
engine to "speculative" adds the draft but keeps the static cache the "compiled" mode set."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class Engine:
    def __init__(self, model_id, draft_id):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)
        self._kwargs = {"max_new_tokens": 5}
        self._mode = "greedy"

    @property
    def mode(self):
        return self._mode

    @mode.setter
    def mode(self, value):
        if value == "compiled":
            self._kwargs["cache_implementation"] = "static"
        elif value == "speculative":
            self._kwargs["assistant_model"] = self.draft
        self._mode = value

    def __call__(self, text):
        return self.model.generate(**self.tok(text, return_tensors="pt"), **self._kwargs)


if __name__ == "__main__":
    engine = Engine("HuggingFaceTB/SmolLM2-360M", "HuggingFaceTB/SmolLM2-135M")
    engine.mode = "compiled"
    print(engine("hello world").shape)
    engine.mode = "speculative"
    print(engine("hello world").shape)
