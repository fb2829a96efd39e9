# classes: 8 6
"""Forum snippet: generate(input_ids) positionally (no attention mask) with a same-family draft;
works, with the attention-mask warning."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("codellama/CodeLlama-7b-hf")
model = AutoModelForCausalLM.from_pretrained("codellama/CodeLlama-7b-hf")
assistant = AutoModelForCausalLM.from_pretrained("JackFram/llama-68m")

input_ids = tokenizer("def hello world", return_tensors="pt").input_ids
output_ids = model.generate(input_ids, assistant_model=assistant, max_new_tokens=8, do_sample=False)
print(tokenizer.decode(output_ids[0]))
