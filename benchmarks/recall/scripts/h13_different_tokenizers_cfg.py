# classes: 6 3
"""Cross-family drafting experiment; pairs listed in a config dict."""
from transformers import AutoModelForCausalLM, AutoTokenizer

EXPERIMENT = {
    "pair": {"target": "openai-community/gpt2-medium", "draft": "Qwen/Qwen2.5-0.5B-Instruct"},
    "generation": {"max_new_tokens": 6, "do_sample": False},
    "pass_tokenizers": False,
}


def run(exp):
    target_tok = AutoTokenizer.from_pretrained(exp["pair"]["target"])
    draft_tok = AutoTokenizer.from_pretrained(exp["pair"]["draft"])
    target = AutoModelForCausalLM.from_pretrained(exp["pair"]["target"])
    draft = AutoModelForCausalLM.from_pretrained(exp["pair"]["draft"])
    kwargs = dict(exp["generation"])
    if exp.get("pass_tokenizers", True):
        kwargs.update(tokenizer=target_tok, assistant_tokenizer=draft_tok)
    enc = target_tok("hello world", return_tensors="pt")
    return target_tok.decode(target.generate(**enc, assistant_model=draft, **kwargs)[0])


print(run(EXPERIMENT))
