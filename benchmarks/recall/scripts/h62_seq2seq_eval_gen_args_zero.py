# classes: 3 8
"""Evaluation loop after fine-tuning a chat model: generation settings live in an eval-args dataclass.

`eval_max_new_tokens = 0` was meant as "use the checkpoint's default", but it goes straight into
generate().
"""
from dataclasses import dataclass, field

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class EvalArguments:
    model_name_or_path: str = "HuggingFaceTB/SmolLM2-135M-Instruct"
    per_device_eval_batch_size: int = 2
    predict_with_generate: bool = True
    eval_max_new_tokens: int = 0  # 0 -> checkpoint default
    eval_num_beams: int = 1
    prompts: list = field(default_factory=lambda: ["Summarize: the cat sat on the mat.", "Translate to French: hello"])


def compute_metrics(preds, refs):
    hits = sum(int(p.strip().lower().startswith(r.lower())) for p, r in zip(preds, refs))
    return {"exact_prefix": hits / max(len(refs), 1)}


def evaluate(args: EvalArguments):
    tok = AutoTokenizer.from_pretrained(args.model_name_or_path)
    tok.padding_side = "left"
    if tok.pad_token is None:
        tok.pad_token = tok.eos_token
    model = AutoModelForCausalLM.from_pretrained(args.model_name_or_path).eval()
    preds = []
    for start in range(0, len(args.prompts), args.per_device_eval_batch_size):
        chunk = args.prompts[start : start + args.per_device_eval_batch_size]
        batch = tok(chunk, return_tensors="pt", padding=True)
        with torch.no_grad():
            out = model.generate(
                **batch,
                max_new_tokens=args.eval_max_new_tokens,
                num_beams=args.eval_num_beams,
                pad_token_id=tok.pad_token_id,
            )
        preds += tok.batch_decode(out[:, batch["input_ids"].shape[1] :], skip_special_tokens=True)
    return compute_metrics(preds, ["the cat", "bonjour"])


if __name__ == "__main__":
    print(evaluate(EvalArguments()))
