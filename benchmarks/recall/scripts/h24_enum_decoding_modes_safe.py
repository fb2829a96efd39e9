# classes: 2 7
"""Decoding modes as an Enum; each member builds its own GenerationConfig."""
from enum import Enum, auto

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

CHECKPOINT = "Qwen/Qwen2.5-Coder-0.5B-Instruct"


class Mode(Enum):
    GREEDY = auto()
    NUCLEUS = auto()
    LOOKUP = auto()
    BEAM = auto()

    def generation_config(self, budget: int) -> GenerationConfig:
        base = {"max_new_tokens": budget, "use_cache": True}
        match self:
            case Mode.GREEDY:
                extra = {"do_sample": False}
            case Mode.NUCLEUS:
                extra = {"do_sample": True, "top_p": 0.92, "temperature": 0.8}
            case Mode.LOOKUP:
                extra = {"do_sample": False, "prompt_lookup_num_tokens": 4}
            case Mode.BEAM:
                extra = {"num_beams": 3, "num_return_sequences": 2, "early_stopping": True}
        return GenerationConfig(**(base | extra))


tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
model = AutoModelForCausalLM.from_pretrained(CHECKPOINT)
source = "class Stack:\n    def __init__(self):\n        self.items = []\n\n    def push(self, item):\n        self.items.append(item)\n\n    def pop(self):"
inputs = tokenizer(source, return_tensors="pt")

for mode in Mode:
    cfg = mode.generation_config(budget=10)
    with torch.no_grad():
        generated = model.generate(**inputs, generation_config=cfg)
    for row in generated:
        print(mode.name, repr(tokenizer.decode(row[inputs.input_ids.shape[-1]:], skip_special_tokens=True)))
