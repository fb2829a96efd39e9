# classes: 7 3
"""JSON-ish overrides applied to a GenerationConfig with setattr, then used with a draft model."""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

OVERRIDES = json.loads('{"max_new_tokens": 6, "do_sample": true, "top_k": 20, "num_return_sequences": 1}')


def build_config(model_id, overrides):
    cfg = GenerationConfig.from_pretrained(model_id)
    for key, value in overrides.items():
        if not hasattr(cfg, key):
            raise KeyError(key)
        setattr(cfg, key, value)
    return cfg


def main():
    model_id = "microsoft/Phi-3-mini-4k-instruct"
    tok = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id)
    assistant = AutoModelForCausalLM.from_pretrained(model_id)
    gen_cfg = build_config(model_id, OVERRIDES)
    enc = tok("<|user|>\nTell me a fact<|end|>\n<|assistant|>\n", return_tensors="pt")
    out = model.generate(**enc, generation_config=gen_cfg, assistant_model=assistant)
    print(tok.batch_decode(out, skip_special_tokens=True))


main()
