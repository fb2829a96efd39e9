# classes: 8 7
"""Structured output for a router agent: the model must answer with one of a fixed set
of tool names; prefix_allowed_tokens_fn walks the token sequences of the choices."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

CHOICES = ["search", "calculator", "final answer"]


class ChoiceConstraint:
    def __init__(self, tok, prompt_len, choices):
        self.prompt_len = prompt_len
        self.eos = tok.eos_token_id
        self.options = [tok(c, add_special_tokens=False).input_ids + [self.eos] for c in choices]

    def __call__(self, batch_id: int, input_ids: torch.Tensor):
        generated = input_ids[self.prompt_len :].tolist()
        n = len(generated)
        allowed = {opt[n] for opt in self.options if opt[:n] == generated and len(opt) > n}
        return sorted(allowed) or [self.eos]


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
    model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
    msgs = [{"role": "user", "content": "which tool answers: one plus two?"}]
    enc = tok.apply_chat_template(msgs, add_generation_prompt=True, return_dict=True, return_tensors="pt")
    fn = ChoiceConstraint(tok, enc["input_ids"].shape[1], CHOICES)
    out = model.generate(**enc, max_new_tokens=6, prefix_allowed_tokens_fn=fn)
    print(tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True))
