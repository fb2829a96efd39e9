# classes: 6 7
"""Universal assisted decoding with a SmolLM2 draft for GPT-2, passing the draft's tokenizer."""
from transformers import AutoModelForCausalLM, AutoTokenizer

main_id = "openai-community/gpt2"
draft_id = "HuggingFaceTB/SmolLM2-135M"

tokenizer = AutoTokenizer.from_pretrained(main_id)
assistant_tokenizer = AutoTokenizer.from_pretrained(draft_id)
model = AutoModelForCausalLM.from_pretrained(main_id)
assistant = AutoModelForCausalLM.from_pretrained(draft_id)

inputs = tokenizer("once upon a time", return_tensors="pt")
outputs = model.generate(
    **inputs,
    assistant_model=assistant,
    assistant_tokenizer=assistant_tokenizer,
    max_new_tokens=8,
    pad_token_id=tokenizer.eos_token_id,
)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True))
