# classes: 3 7
"""Generation settings kept in a dataclass and splatted into generate()."""
from dataclasses import asdict, dataclass, replace

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class GenSettings:
    max_new_tokens: int = 12
    do_sample: bool = False
    use_cache: bool = True
    num_return_sequences: int = 1


class Speculator:
    def __init__(self, target_id: str, draft_id: str, settings: GenSettings):
        self.tok = AutoTokenizer.from_pretrained(target_id)
        self.target = AutoModelForCausalLM.from_pretrained(target_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)
        self.settings = settings

    def __call__(self, prompt: str) -> str:
        enc = self.tok(prompt, return_tensors="pt")
        out = self.target.generate(**enc, assistant_model=self.draft, **asdict(self.settings))
        return self.tok.decode(out[0], skip_special_tokens=True)


default = GenSettings()
# low-memory profile for the CI box
low_mem = replace(default, max_new_tokens=6)

spec = Speculator("openai-community/gpt2-medium", "distilbert/distilgpt2", low_mem)
for prompt in ["hello world", "the quick brown fox"]:
    print(repr(spec(prompt)))
