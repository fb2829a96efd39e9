# classes: 8 1
"""CPU-only deployment: dynamic int8 quantization of the linear layers of both the main
model and its draft, then a few assisted-generation candidates drawn one by one.
"""

import torch
from torch.ao.quantization import quantize_dynamic
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"
N_CANDIDATES = 3  # drawn one at a time: assisted decoding returns one sequence


def load_int8(name):
    model = AutoModelForCausalLM.from_pretrained(name, torch_dtype=torch.float32).eval()
    return quantize_dynamic(model, {torch.nn.Linear}, dtype=torch.qint8)


def main():
    tok = AutoTokenizer.from_pretrained(MAIN)
    main_model, draft = load_int8(MAIN), load_int8(DRAFT)
    inputs = tok("Write a short notification text:", return_tensors="pt")
    for _ in range(N_CANDIDATES):
        out = main_model.generate(
            **inputs,
            assistant_model=draft,
            do_sample=True,
            top_p=0.9,
            max_new_tokens=4,
        )
        print(tok.decode(out[0, inputs.input_ids.shape[1] :]))


if __name__ == "__main__":
    main()
