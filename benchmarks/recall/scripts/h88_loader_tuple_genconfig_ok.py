# classes: 7 8
"""Helper returning (model, tokenizer, gen_cfg) with a GenerationConfig built once; the eval
copies it with copy.copy and updates the copy per run, one of them with a draft model."""
import copy

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig


def load(name, low_memory=False):
    tokenizer = AutoTokenizer.from_pretrained(name)
    model = AutoModelForCausalLM.from_pretrained(name)
    gen_cfg = GenerationConfig(max_new_tokens=8, do_sample=False, use_cache=not low_memory)
    return model, tokenizer, gen_cfg


if __name__ == "__main__":
    model, tokenizer, gen_cfg = load("Qwen/Qwen2.5-1.5B-Instruct")
    draft, _, _ = load("Qwen/Qwen2.5-0.5B-Instruct", low_memory=True)
    enc = tokenizer("tell me a story about dogs", return_tensors="pt")
    for run in [{}, {"num_assistant_tokens": 3}, {"num_assistant_tokens": 6}]:
        cfg = copy.copy(gen_cfg)
        cfg.update(**run)
        extra = {"assistant_model": draft} if run else {}
        out = model.generate(**enc, generation_config=cfg, **extra)
        print(run, tokenizer.decode(out[0], skip_special_tokens=True))
