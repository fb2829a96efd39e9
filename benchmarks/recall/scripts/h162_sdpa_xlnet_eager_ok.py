# classes: 8 6
"""Ask for SDPA where the architecture has it, eager for XLNet."""

from transformers import AutoModelForCausalLM, AutoTokenizer

ATTN = {"gpt2": "sdpa", "xlnet/xlnet-base-cased": "eager"}
for name, attn in ATTN.items():
    tok = AutoTokenizer.from_pretrained(name)
    model = AutoModelForCausalLM.from_pretrained(name, attn_implementation=attn)
    enc = tok("the quick brown fox", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=4, do_sample=False)
    print(name, tok.decode(out[0]))
