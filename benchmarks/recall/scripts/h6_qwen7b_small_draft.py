"""Qwen2.5-7B-Instruct with the 0.5B sibling as draft (same tokenizer, padded embedding matrix)."""
# classes: 6

from dataclasses import dataclass

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class Config:
    target: str = "Qwen/Qwen2.5-7B-Instruct"
    draft: str = "Qwen/Qwen2.5-0.5B-Instruct"
    max_new_tokens: int = 8
    dtype: torch.dtype = torch.float32


def run(cfg: Config) -> str:
    tokenizer = AutoTokenizer.from_pretrained(cfg.target)
    target = AutoModelForCausalLM.from_pretrained(cfg.target, torch_dtype=cfg.dtype)
    draft = AutoModelForCausalLM.from_pretrained(cfg.draft, torch_dtype=cfg.dtype)
    chat = [{"role": "user", "content": "tell me a story"}]
    input_ids = tokenizer.apply_chat_template(chat, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    output = target.generate(**input_ids, assistant_model=draft, max_new_tokens=cfg.max_new_tokens)
    return tokenizer.decode(output[0], skip_special_tokens=True)


if __name__ == "__main__":
    print(run(Config()))
