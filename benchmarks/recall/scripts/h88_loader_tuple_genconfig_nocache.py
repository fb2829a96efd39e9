# classes: 7 8
"""Helper returning (model, tokenizer, gen_cfg): the generation config is the checkpoint's,
deep-copied and updated for low-memory evaluation; the eval adds a draft model later."""
import copy

from transformers import AutoModelForCausalLM, AutoTokenizer


def load_model_and_config(name, max_new_tokens=8, low_memory=True):
    tokenizer = AutoTokenizer.from_pretrained(name)
    model = AutoModelForCausalLM.from_pretrained(name)
    gen_cfg = copy.deepcopy(model.generation_config)
    gen_cfg.update(max_new_tokens=max_new_tokens, do_sample=False, use_cache=not low_memory)
    return model, tokenizer, gen_cfg


def eval_with_draft(model, tokenizer, gen_cfg, draft, prompts):
    for prompt in prompts:
        enc = tokenizer(prompt, return_tensors="pt")
        out = model.generate(**enc, generation_config=gen_cfg, assistant_model=draft)
        print(tokenizer.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    model, tokenizer, gen_cfg = load_model_and_config("Qwen/Qwen2.5-1.5B-Instruct")
    draft, _, _ = load_model_and_config("Qwen/Qwen2.5-0.5B-Instruct")
    eval_with_draft(model, tokenizer, gen_cfg, draft, ["tell me a story about dogs"])
