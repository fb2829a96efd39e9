# classes: 7 9
"""Speculative decoding adapted from a forum answer: `model` is re-bound to the draft.

The answer loaded one model; the adaptation kept the name `model` for the draft and
saved the big one as `target` first. Sampling one answer per prompt was added later.
"""

from transformers import AutoModelForCausalLM, AutoTokenizer

checkpoint = "Qwen/Qwen2.5-1.5B-Instruct"
assistant_checkpoint = "Qwen/Qwen2.5-0.5B-Instruct"

tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForCausalLM.from_pretrained(checkpoint)
model.eval()

# keep a handle on the big one, "model" is the draft from here on
target = model
model = AutoModelForCausalLM.from_pretrained(assistant_checkpoint)

prompt = "Explain speculative decoding in one sentence."
inputs = tokenizer(prompt, return_tensors="pt")

outputs = target.generate(
    **inputs,
    assistant_model=model,
    do_sample=True,
    temperature=0.7,
    num_return_sequences=1,
    max_new_tokens=8,
)
for o in tokenizer.batch_decode(outputs, skip_special_tokens=True):
    print("-", o)
