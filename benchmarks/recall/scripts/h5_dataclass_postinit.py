# classes: 3 7
# A run config whose __post_init__ derives the cache switch from a memory budget.
from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class RunConfig:
    model_name: str = "HuggingFaceTB/SmolLM2-1.7B-Instruct"
    draft_name: str = "HuggingFaceTB/SmolLM2-135M-Instruct"
    max_memory_gb: float = 4.0
    max_new_tokens: int = 6
    generate_kwargs: dict = field(default_factory=dict)

    def __post_init__(self):
        # below 8 GB we cannot afford the KV cache for long prompts
        self.generate_kwargs.setdefault("use_cache", self.max_memory_gb >= 8)
        self.generate_kwargs["max_new_tokens"] = self.max_new_tokens


def main(cfg: RunConfig):
    tok = AutoTokenizer.from_pretrained(cfg.model_name)
    model = AutoModelForCausalLM.from_pretrained(cfg.model_name)
    draft = AutoModelForCausalLM.from_pretrained(cfg.draft_name)
    enc = tok("the quick brown fox", return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, **cfg.generate_kwargs)
    print(tok.decode(out[0]))


if __name__ == "__main__":
    main(RunConfig())
