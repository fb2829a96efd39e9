# classes: 2 8
"""Per-task generation settings merged over harness defaults; every task is decoded with a
small draft model (speculative decoding) to keep the evaluation cheap."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

DEFAULTS = {
    "max_new_tokens": 8,
    "do_sample": True,
    "temperature": 0.7,
    "top_p": 0.95,
    "num_return_sequences": 1,
}

TASKS = {
    "arith": {"prompt": "Question: 12 + 7 = ?\nAnswer:", "gen": {"do_sample": False}},
    "story": {"prompt": "Once upon a time", "gen": {"temperature": 0.9}},
    "pass_at_k": {
        "prompt": "def fibonacci(n):",
        "gen": {"num_return_sequences": 3, "max_new_tokens": 6},
    },
}


def load_pair(target_id, draft_id):
    tok = AutoTokenizer.from_pretrained(target_id)
    target = AutoModelForCausalLM.from_pretrained(target_id)
    draft = AutoModelForCausalLM.from_pretrained(draft_id)
    return tok, target, draft


def evaluate(tok, target, draft):
    report = {}
    for name, task in TASKS.items():
        settings = {**DEFAULTS, **task["gen"]}
        if not settings["do_sample"]:
            settings.pop("temperature")
            settings.pop("top_p")
        enc = tok(task["prompt"], return_tensors="pt")
        torch.manual_seed(0)
        out = target.generate(**enc, assistant_model=draft, **settings)
        report[name] = tok.batch_decode(out[:, enc["input_ids"].shape[1] :], skip_special_tokens=True)
    return report


if __name__ == "__main__":
    tok, target, draft = load_pair("Qwen/Qwen2.5-1.5B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct")
    for task_name, completions in evaluate(tok, target, draft).items():
        print(task_name, len(completions))
