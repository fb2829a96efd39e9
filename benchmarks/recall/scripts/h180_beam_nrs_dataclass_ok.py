# classes: 3
"""Paraphrase mining job: beam search returns several paraphrases per input sentence."""
from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer, HfArgumentParser


@dataclass
class JobConfig:
    model_id: str = field(default="HuggingFaceTB/SmolLM2-135M-Instruct")
    batch_size: int = field(default=2)
    num_beams: int = field(default=4)
    num_paraphrases: int = field(default=4, metadata={"help": "how many beams to keep per input"})
    max_new_tokens: int = 4


def batched(items, n):
    for i in range(0, len(items), n):
        yield items[i : i + n]


def run(cfg: JobConfig):
    tok = AutoTokenizer.from_pretrained(cfg.model_id, padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(cfg.model_id)
    sentences = ["the dog was fast", "the queen loved her garden", "tell me a story"]
    rows = []
    for chunk in batched(sentences, cfg.batch_size):
        enc = tok(chunk, return_tensors="pt", padding=True)
        out = model.generate(
            **enc,
            num_beams=cfg.num_beams,
            num_return_sequences=cfg.num_paraphrases,
            max_new_tokens=cfg.max_new_tokens,
        )
        rows.extend(tok.batch_decode(out, skip_special_tokens=True))
    return rows


if __name__ == "__main__":
    (cfg,) = HfArgumentParser(JobConfig).parse_args_into_dataclasses()
    print(run(cfg))
