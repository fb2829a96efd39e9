# classes: 6 9
"""Same helper as in the serving repo, called the way the service calls it: greedy, one
prompt, a draft of the same family."""
from transformers import AutoModelForCausalLM, AutoTokenizer


def generate_with_draft(model, draft, **kw):
    gc = draft.generation_config
    gc.num_assistant_tokens = kw.pop("num_assistant_tokens", 5)
    gc.assistant_confidence_threshold = kw.pop("assistant_confidence_threshold", 0.4)
    kw.setdefault("max_new_tokens", 6)
    return model.generate(assistant_model=draft, **kw)


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    target = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
    enc = tok("Explain speculative decoding briefly.", return_tensors="pt")
    out = generate_with_draft(target, draft, **enc, num_assistant_tokens=3, do_sample=False)
    print(tok.decode(out[0], skip_special_tokens=True))
