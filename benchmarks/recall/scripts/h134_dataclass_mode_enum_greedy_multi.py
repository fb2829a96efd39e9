# classes: 3 7
"""An engine config dataclass whose __post_init__ normalises a mode string into an enum and
derives do_sample from it. The config asks for two candidates per prompt, but the default mode
is greedy, which cannot return more than one sequence."""
import enum
from dataclasses import dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


class Mode(enum.Enum):
    GREEDY = "greedy"
    SAMPLE = "sample"


@dataclass
class EngineConfig:
    model_id: str = "HuggingFaceTB/SmolLM2-135M"
    mode: Mode = "greedy"
    num_candidates: int = 2
    max_new_tokens: int = 6

    def __post_init__(self):
        self.mode = Mode(str(self.mode).lower())
        self.do_sample = self.mode is Mode.SAMPLE

    def generation_kwargs(self):
        return dict(
            max_new_tokens=self.max_new_tokens,
            do_sample=self.do_sample,
            num_return_sequences=self.num_candidates,
        )


class Engine:
    def __init__(self, cfg: EngineConfig):
        self.cfg = cfg
        self.tok = AutoTokenizer.from_pretrained(cfg.model_id)
        self.model = AutoModelForCausalLM.from_pretrained(cfg.model_id)

    def candidates(self, prompt):
        enc = self.tok(prompt, return_tensors="pt")
        out = self.model.generate(**enc, **self.cfg.generation_kwargs())
        return self.tok.batch_decode(out, skip_special_tokens=True)


if __name__ == "__main__":
    print(Engine(EngineConfig(mode="GREEDY")).candidates("once upon a time"))
