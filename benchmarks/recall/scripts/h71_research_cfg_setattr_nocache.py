# classes: 2 9
"""Research-code style: a global CONFIG dict that helper functions mutate, copied onto the
generation config with a setattr loop, then assisted decoding with a smaller Qwen draft."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG = {
    "max_new_tokens": 6,
    "do_sample": False,
    "use_cache": True,
    "repetition_penalty": 1.0,
}

MAIN_CKPT = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT_CKPT = "Qwen/Qwen2.5-0.5B-Instruct"


def enable_low_memory_mode(cfg):
    # free the KV memory between steps; we are memory bound on the eval boxes
    cfg["use_cache"] = False
    cfg["repetition_penalty"] = 1.05


def enable_greedy(cfg):
    cfg["do_sample"] = False


def load(ckpt):
    m = AutoModelForCausalLM.from_pretrained(ckpt, torch_dtype=torch.float32, low_cpu_mem_usage=True)
    m.eval()
    return m


def run_experiment():
    enable_greedy(CONFIG)
    enable_low_memory_mode(CONFIG)
    tok = AutoTokenizer.from_pretrained(MAIN_CKPT)
    model = load(MAIN_CKPT)
    draft = load(DRAFT_CKPT)
    for k, v in CONFIG.items():
        setattr(model.generation_config, k, v)
    msgs = [{"role": "user", "content": "Name three prime numbers."}]
    text = tok.apply_chat_template(msgs, tokenize=False, add_generation_prompt=True)
    batch = tok(text, return_tensors="pt")
    with torch.inference_mode():
        out = model.generate(**batch, assistant_model=draft)
    print(tok.decode(out[0][batch["input_ids"].shape[1] :], skip_special_tokens=True))


run_experiment()
