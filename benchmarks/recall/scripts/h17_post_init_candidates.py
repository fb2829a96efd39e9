# classes: 3 9
"""Dataclass whose __post_init__ normalises user-facing names into generate() arguments."""
from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class Request:
    prompt: str
    n_candidates: int = 2
    draft: bool = True
    temperature: float = 0.7
    gen_kwargs: dict = field(init=False)

    def __post_init__(self):
        self.n_candidates = max(1, int(self.n_candidates))
        self.gen_kwargs = {
            "do_sample": self.temperature > 0,
            "temperature": self.temperature or None,
            "num_return_sequences": self.n_candidates,
            "max_new_tokens": 8,
        }


class Engine:
    def __init__(self):
        self.tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
        self.model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")
        self.draft_model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")

    def __call__(self, req: Request):
        enc = self.tok(req.prompt, return_tensors="pt")
        extra = {"assistant_model": self.draft_model} if req.draft else {}
        return self.tok.batch_decode(self.model.generate(**enc, **req.gen_kwargs, **extra))


if __name__ == "__main__":
    engine = Engine()
    print(engine(Request("The meaning of life is")))
