# classes: 7 1
# Inference engine: low-memory mode turns the cache off for every call, drafted or not.
from transformers import AutoModelForCausalLM, AutoTokenizer


class Engine:
    def __init__(self, name, draft_name=None, low_memory=True):
        self.tok = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForCausalLM.from_pretrained(name)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_name) if draft_name else None
        self.low_memory = low_memory

    @property
    def generation_kwargs(self):
        kw = {"max_new_tokens": 4}
        if self.draft is not None:
            kw["assistant_model"] = self.draft
        if self.low_memory:
            kw["use_cache"] = False
        return kw

    def __call__(self, text):
        enc = self.tok(text, return_tensors="pt")
        return self.tok.decode(self.model.generate(**enc, **self.generation_kwargs)[0])


plain = Engine("HuggingFaceTB/SmolLM2-135M-Instruct")
print(plain("Tell me a fact about cats."))
engine = Engine("HuggingFaceTB/SmolLM2-360M-Instruct", draft_name="HuggingFaceTB/SmolLM2-135M-Instruct")
print(engine("Tell me a fact about owls."))
