# classes: 8 6
"""Next-token check with a draft: one new token per prompt, sampled, Qwen2.5-7B-Instruct drafted by
Qwen2.5-0.5B-Instruct with both tokenizers."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-7B-Instruct")
draft_tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-7B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

for prompt in ["the quick brown", "once upon a"]:
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc, assistant_model=draft, tokenizer=tok, assistant_tokenizer=draft_tok, do_sample=True, max_new_tokens=1
    )
    print(prompt, tok.decode(out[0, -1:]))
