# classes: 7 1
# Services share a speculative-decoding mixin; each subclass sets its decoding defaults.
from transformers import AutoModelForCausalLM, AutoTokenizer


class SpeculativeMixin:
    decode_defaults: dict = {"max_new_tokens": 5}

    def speculate(self, text, **overrides):
        enc = self.tokenizer(text, return_tensors="pt")
        kwargs = {**self.decode_defaults, **overrides}
        return self.model.generate(**enc, assistant_model=self.draft, **kwargs)


class BaseService:
    def __init__(self, name, draft_name):
        self.tokenizer = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForCausalLM.from_pretrained(name)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_name)


class StreamingService(SpeculativeMixin, BaseService):
    decode_defaults = {"max_new_tokens": 5, "use_cache": False}


svc = StreamingService("EleutherAI/pythia-1.4b", "EleutherAI/pythia-160m")
print(svc.speculate("the quick brown fox").shape)
