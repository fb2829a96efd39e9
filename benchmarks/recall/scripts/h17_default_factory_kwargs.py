# classes: 3 7
"""Dataclass holding a kwargs dict built by a default_factory lambda, merged with per-call extras."""
from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class Profile:
    name: str
    generate_kwargs: dict = field(default_factory=lambda: {"max_new_tokens": 6, "num_return_sequences": 2, "do_sample": True})
    draft_id: str = "openai-community/gpt2"


class Engine:
    def __init__(self, profile: Profile):
        self.profile = profile
        self.tok = AutoTokenizer.from_pretrained("openai-community/gpt2-medium")
        self.model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-medium")
        self.draft = AutoModelForCausalLM.from_pretrained(profile.draft_id)

    def complete(self, text, **extra):
        enc = self.tok(text, return_tensors="pt")
        merged = {**self.profile.generate_kwargs, **extra}
        return self.tok.batch_decode(self.model.generate(**enc, assistant_model=self.draft, **merged))


print(Engine(Profile("default")).complete("The best thing about Python is", top_p=0.9))
