# classes: 7 3
"""Rejection sampling for distillation data: the teacher samples candidates with the student as a draft model
(speculative decoding for speed) and a filter keeps the ones that pass."""
from dataclasses import dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class RejectionConfig:
    teacher: str = "HuggingFaceTB/SmolLM2-360M-Instruct"
    draft: str = "HuggingFaceTB/SmolLM2-135M-Instruct"
    samples_per_round: int = 4
    max_rounds: int = 3
    max_new_tokens: int = 8
    min_unique_words: int = 3


class RejectionSampler:
    def __init__(self, cfg: RejectionConfig):
        self.cfg = cfg
        self.tok = AutoTokenizer.from_pretrained(cfg.teacher)
        self.teacher = AutoModelForCausalLM.from_pretrained(cfg.teacher)
        self.draft = AutoModelForCausalLM.from_pretrained(cfg.draft)

    def accept(self, text):
        return len(set(text.split())) >= self.cfg.min_unique_words

    def sample_round(self, prompt):
        enc = self.tok(prompt, return_tensors="pt")
        out = self.teacher.generate(
            **enc,
            assistant_model=self.draft,
            do_sample=True,
            top_p=0.9,
            num_return_sequences=self.cfg.samples_per_round,
            max_new_tokens=self.cfg.max_new_tokens,
        )
        return self.tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)

    def __call__(self, prompt):
        for _ in range(self.cfg.max_rounds):
            kept = [c for c in self.sample_round(prompt) if self.accept(c)]
            if kept:
                return kept
        return []


if __name__ == "__main__":
    sampler = RejectionSampler(RejectionConfig())
    for p in ["tell me a story", "the king and the queen"]:
        print(p, sampler(p))
