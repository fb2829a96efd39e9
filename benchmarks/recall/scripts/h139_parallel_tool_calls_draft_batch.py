# classes: 8 7
"""An agent that plans several tool calls at once and asks the model for their
arguments in one padded batch, with a draft model for speed."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

planned_calls = ["search", "calculator", "weather"]
prompts = [
    tok.apply_chat_template(
        [{"role": "user", "content": f"give the arguments for {name}"}], add_generation_prompt=True, tokenize=False
    )
    for name in planned_calls
]
batch = tok(prompts, return_tensors="pt", padding=True)
out = model.generate(**batch, assistant_model=draft, max_new_tokens=8)
for name, row in zip(planned_calls, out):
    print(name, tok.decode(row[batch["input_ids"].shape[1] :], skip_special_tokens=True))
