# classes: 7 9
"""Make a per-request generation config from the model's, after the training code ran.

The fine-tuning helper switched the cache off on the model's generation config (gradient
checkpointing); the request handler copies that config and adds a draft model.
"""
import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "meta-llama/Llama-3.2-1B-Instruct"
DRAFT = "meta-llama/Llama-3.2-1B"


def prepare_for_training(model):
    model.gradient_checkpointing_enable()
    model.generation_config.use_cache = False


def handle(model, draft, tok, text):
    cfg = copy.deepcopy(model.generation_config)
    cfg.max_new_tokens = 8
    cfg.do_sample = False
    enc = tok([text], return_tensors="pt")
    return tok.decode(model.generate(**enc, generation_config=cfg, assistant_model=draft)[0])


tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)
prepare_for_training(model)
model.eval()
print(handle(model, draft, tok, "Hello"))
