# classes: 8 1
"""Repro: "assistant_tokenizer is not required ..." even though I load it from the same repo.

First two attempts are wrapped, the third one was added later "# this also fails" without
the try.
"""
from transformers import AutoModelForCausalLM, AutoTokenizer

main_id = "meta-llama/Llama-3.1-8B-Instruct"
draft_id = "meta-llama/Llama-3.2-1B-Instruct"

tokenizer = AutoTokenizer.from_pretrained(main_id)
assistant_tokenizer = AutoTokenizer.from_pretrained(draft_id)
model = AutoModelForCausalLM.from_pretrained(main_id)
assistant = AutoModelForCausalLM.from_pretrained(draft_id)

inputs = tokenizer("Summarize: the meeting is moved to Friday.", return_tensors="pt")

try:
    out = model.generate(**inputs, assistant_model=assistant, tokenizer=tokenizer,
                         assistant_tokenizer=assistant_tokenizer, max_new_tokens=5)
    print(tokenizer.decode(out[0]))
except Exception as e:
    print(e)

try:
    out = model.generate(**inputs, assistant_model=assistant, assistant_tokenizer=assistant_tokenizer,
                         max_new_tokens=5)
    print(tokenizer.decode(out[0]))
except Exception as e:
    print(e)

# this also fails
out = model.generate(
    **inputs,
    assistant_model=assistant,
    assistant_tokenizer=assistant_tokenizer,
    do_sample=True,
    max_new_tokens=5,
)
print(tokenizer.decode(out[0], skip_special_tokens=True))
