# classes: 8 1
"""CPU-only deployment: dynamic int8 quantization of the linear layers of both the main
model and its draft, then a few assisted-generation candidates for the reranker.
"""

import torch
from torch.ao.quantization import quantize_dynamic
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"
N_CANDIDATES = 3


def load_int8(name):
    model = AutoModelForCausalLM.from_pretrained(name, torch_dtype=torch.float32).eval()
    return quantize_dynamic(model, {torch.nn.Linear}, dtype=torch.qint8)


def main():
    tok = AutoTokenizer.from_pretrained(MAIN)
    main_model, draft = load_int8(MAIN), load_int8(DRAFT)
    inputs = tok("Write a short notification text:", return_tensors="pt")
    out = main_model.generate(
        **inputs,
        assistant_model=draft,
        assistant_tokenizer=tok,
        tokenizer=tok,
        do_sample=True,
        top_p=0.9,
        num_return_sequences=N_CANDIDATES,
        max_new_tokens=4,
    )
    for row in out:
        print(tok.decode(row[inputs.input_ids.shape[1] :]))


if __name__ == "__main__":
    main()
