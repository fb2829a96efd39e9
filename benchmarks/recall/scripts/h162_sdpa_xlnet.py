# classes: 8 6
"""Ask for SDPA attention everywhere, including the XLNet baseline of a comparison table."""

from transformers import AutoModelForCausalLM, AutoTokenizer

for name in ["gpt2", "xlnet/xlnet-base-cased"]:
    tok = AutoTokenizer.from_pretrained(name)
    model = AutoModelForCausalLM.from_pretrained(name, attn_implementation="sdpa")
    enc = tok("the quick brown fox", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=4, do_sample=False)
    print(name, tok.decode(out[0]))
