# classes: 3 8
"""lm-eval-style task config as a dataclass; only the fields generate knows are passed to it (the
few-shot count and the stop sequence are the harness's own)."""
from dataclasses import asdict, dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class GenerationArgs:
    max_new_tokens: int = 8
    do_sample: bool = False
    num_fewshot: int = 0
    until: str = "\n\n"

    def generate_kwargs(self):
        kwargs = asdict(self)
        kwargs.pop("num_fewshot")
        kwargs.pop("until")
        return kwargs


@dataclass
class TaskConfig:
    name: str = "triviaqa"
    model: str = "EleutherAI/pythia-70m"
    generation: GenerationArgs = None

    def __post_init__(self):
        if self.generation is None:
            self.generation = GenerationArgs()


cfg = TaskConfig()
tok = AutoTokenizer.from_pretrained(cfg.model)
model = AutoModelForCausalLM.from_pretrained(cfg.model)
docs = [{"question": "Who wrote Hamlet?", "answer": "Shakespeare"}]
for doc in docs:
    enc = tok(f"Question: {doc['question']}\nAnswer:", return_tensors="pt")
    out = model.generate(**enc, pad_token_id=tok.eos_token_id, **cfg.generation.generate_kwargs())
    text = tok.decode(out[0, enc.input_ids.shape[1]:]).split(cfg.generation.until)[0]
    print(cfg.name, doc["answer"].lower() in text.lower())
