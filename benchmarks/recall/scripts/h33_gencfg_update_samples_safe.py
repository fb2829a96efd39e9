# classes: 2 8
"""Code-generation eval (pass@k style): the model's GenerationConfig is updated per task from
a table of overrides; single-sample tasks use prompt lookup because completions copy the prompt a lot."""
import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TASK_OVERRIDES = {
    "humaneval-greedy": {"do_sample": False, "num_return_sequences": 1},
    "humaneval-pass@5": {"do_sample": True, "temperature": 0.8, "num_return_sequences": 5},
}
PROMPT = 'def is_even(n):\n    """Return True when n is even."""\n    return n % 2 == 0\n\ndef is_odd(n):\n'


def run_task(model, tok, name, overrides):
    gen_cfg = copy.deepcopy(model.generation_config)
    lookup = 3 if overrides.get("num_return_sequences", 1) == 1 else None
    unused = gen_cfg.update(**overrides, max_new_tokens=8, prompt_lookup_num_tokens=lookup)
    if unused:
        print(f"{name}: ignored {sorted(unused)}")
    enc = tok(PROMPT, return_tensors="pt")
    torch.manual_seed(1234)
    out = model.generate(**enc, generation_config=gen_cfg)
    return [tok.decode(o[enc["input_ids"].shape[1] :], skip_special_tokens=True) for o in out]


def main():
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")
    for name, overrides in TASK_OVERRIDES.items():
        completions = run_task(model, tok, name, overrides)
        print(name, len(completions))


if __name__ == "__main__":
    main()
