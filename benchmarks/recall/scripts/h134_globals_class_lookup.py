# classes: 7 8
"""The engine class is picked by name from the module's globals() (a settings string such as
"SpeculativeEngine"); that engine disables the cache in its class attribute."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class BaseEngine:
    USE_CACHE = True

    def __init__(self, model_id):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)

    def extra(self):
        return {}

    def run(self, text):
        enc = self.tok(text, return_tensors="pt")
        return self.model.generate(**enc, max_new_tokens=5, use_cache=self.USE_CACHE, **self.extra())


class SpeculativeEngine(BaseEngine):
    USE_CACHE = False

    def extra(self):
        return {"prompt_lookup_num_tokens": 2}


ENGINE = "SpeculativeEngine"

if __name__ == "__main__":
    engine = globals()[ENGINE]("HuggingFaceTB/SmolLM2-135M")
    print(engine.run("one two three one two three").shape)
