# classes: 7 6
# The registry's pair shares one vocabulary (3B and 0.5B), so the draft fits as is.
from transformers import AutoModelForCausalLM, AutoTokenizer


class SpecPair:
    REGISTRY = {
        "qwen-small": ("Qwen/Qwen2.5-3B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct"),
    }

    def __init__(self, target, draft, tok):
        self.target, self.draft, self.tok = target, draft, tok

    @classmethod
    def from_registry(cls, key):
        target_id, draft_id = cls.REGISTRY[key]
        return cls(
            AutoModelForCausalLM.from_pretrained(target_id),
            AutoModelForCausalLM.from_pretrained(draft_id),
            AutoTokenizer.from_pretrained(target_id),
        )

    @staticmethod
    def chat_prompt(user):
        return f"user: {user}\nassistant:"

    def __call__(self, user, **kw):
        enc = self.tok(self.chat_prompt(user), return_tensors="pt")
        return self.target.generate(**enc, assistant_model=self.draft, max_new_tokens=5, **kw)


pair = SpecPair.from_registry("qwen-small")
print(pair("hello world").shape)
