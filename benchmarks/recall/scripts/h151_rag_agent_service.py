# classes: 7 5
"""A retrieval agent service: a fake retriever, a prompt builder and a generator object
whose `long_context` property switches to a static cache for long prompts."""

from transformers import AutoModelForCausalLM, AutoTokenizer


class Retriever:
    def __init__(self, docs):
        self.docs = docs

    def __call__(self, query, k=2):
        scored = sorted(self.docs, key=lambda d: -sum(w in d for w in query.split()))
        return scored[:k]


class Generator:
    def __init__(self, name):
        self.tok = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForCausalLM.from_pretrained(name)
        self._kwargs = {"max_new_tokens": 6, "do_sample": False}

    @property
    def long_context(self):
        return self._kwargs.get("cache_implementation") == "static"

    @long_context.setter
    def long_context(self, on):
        if on:
            self._kwargs.update(cache_implementation="static", use_cache=False)
        else:
            self._kwargs.pop("cache_implementation", None)

    def __call__(self, prompt):
        enc = self.tok(prompt, return_tensors="pt")
        out = self.model.generate(**enc, **self._kwargs)
        return self.tok.decode(out[0, enc.input_ids.shape[1]:])


retriever = Retriever(["the king lived in a garden", "the fox is quick", "the dog is lazy"])
gen = Generator("HuggingFaceTB/SmolLM2-135M")
question = "where did the king live"
prompt = "\n".join(retriever(question)) + "\n" + question + " ?"
gen.long_context = len(prompt.split()) > 10
print(gen(prompt))
