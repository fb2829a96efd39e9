# classes: 7 1
# Small inference service: a table of bound handlers, picked per request.
from transformers import AutoModelForCausalLM, AutoTokenizer


class Service:
    def __init__(self):
        self.tok = AutoTokenizer.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
        self.model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
        self.draft = None
        self.handlers = {"fast": self._fast, "lookup": self._lookup, "greedy-lowmem": self._lowmem}

    def _fast(self, enc):
        return self.model.generate(**enc, max_new_tokens=4)

    def _lookup(self, enc):
        return self.model.generate(**enc, max_new_tokens=4, prompt_lookup_num_tokens=2)

    def _lowmem(self, enc):
        return self.model.generate(**enc, max_new_tokens=4, use_cache=False)

    def __call__(self, text, mode="lookup"):
        enc = self.tok(text, return_tensors="pt")
        return self.tok.decode(self.handlers[mode](enc)[0])


svc = Service()
print(svc("Repeat after me: red green blue red green"))
print(svc("Say hi", mode="fast"))
