# classes: 8 7
"""Self-speculative decoding (LayerSkip): a small library function that drafts with the model's own
first layers through assistant_early_exit=, with the generation settings in a GenerationConfig."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

LAYERSKIP_CHECKPOINT = "meta-llama/Llama-3.2-1B"


def load(checkpoint=LAYERSKIP_CHECKPOINT):
    tok = AutoTokenizer.from_pretrained(checkpoint)
    model = AutoModelForCausalLM.from_pretrained(checkpoint, dtype=torch.float32)
    return tok, model


def self_speculative(tok, model, prompt, exit_layer=2, max_new_tokens=8):
    gen_cfg = GenerationConfig(max_new_tokens=max_new_tokens, do_sample=False, return_dict_in_generate=True)
    inputs = tok(prompt, return_tensors="pt")
    out = model.generate(**inputs, generation_config=gen_cfg, assistant_early_exit=exit_layer)
    return tok.batch_decode(out.sequences, skip_special_tokens=True)[0]


if __name__ == "__main__":
    tok, model = load()
    print(self_speculative(tok, model, "Alice and Bob"))
