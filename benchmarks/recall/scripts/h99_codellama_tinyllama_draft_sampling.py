# classes: 6 4
"""CodeLlama-7b-Instruct card pipeline (sampling, top_k=10, temperature 0.1) with TinyLlama chat as
an assistant model, both Llama-tokenizer checkpoints, given to the pipeline."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

model = "codellama/CodeLlama-7b-Instruct-hf"
tokenizer = AutoTokenizer.from_pretrained(model)
draft = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
pipe = pipeline("text-generation", model=model, torch_dtype=torch.float32, assistant_model=draft)
sequences = pipe(
    "import socket\n\ndef ping_exponential_backoff(host: str):",
    do_sample=True,
    top_k=10,
    temperature=0.1,
    top_p=0.95,
    num_return_sequences=1,
    eos_token_id=tokenizer.eos_token_id,
    max_new_tokens=8,
)
for seq in sequences:
    print(f"Result: {seq['generated_text']}")
