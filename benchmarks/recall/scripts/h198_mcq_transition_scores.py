# classes: 8 2
"""MMLU-style eval: generate one token per question and log its probability."""

from dataclasses import dataclass

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class EvalConfig:
    model_name: str = "HuggingFaceTB/SmolLM2-135M-Instruct"
    max_new_tokens: int = 1
    output_scores: bool = True
    return_dict_in_generate: bool = True


QUESTIONS = [
    ("the fox is ... A. red B. blue C. green D. lazy", "A"),
    ("the dog is ... A. quick B. lazy C. red D. one", "B"),
]


def run(cfg: EvalConfig):
    tok = AutoTokenizer.from_pretrained(cfg.model_name)
    model = AutoModelForCausalLM.from_pretrained(cfg.model_name)
    correct = 0
    for question, gold in QUESTIONS:
        enc = tok(question + "\nAnswer:", return_tensors="pt")
        out = model.generate(
            **enc,
            max_new_tokens=cfg.max_new_tokens,
            do_sample=False,
            output_scores=cfg.output_scores,
            return_dict_in_generate=cfg.return_dict_in_generate,
        )
        scores = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)
        pred = tok.decode(out.sequences[0, enc["input_ids"].shape[1] :]).strip()
        print(pred, float(torch.exp(scores[0, 0])))
        correct += pred == gold
    print("accuracy", correct / len(QUESTIONS))


if __name__ == "__main__":
    run(EvalConfig())
