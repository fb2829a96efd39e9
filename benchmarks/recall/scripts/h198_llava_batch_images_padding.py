# classes: 8 2
"""Describe a folder of product photos with LLaVA, two questions per batch (left padded)."""

import torch
from PIL import Image
from transformers import AutoProcessor, LlavaForConditionalGeneration

MODEL_ID = "llava-hf/llava-1.5-7b-hf"
QUESTIONS = ["what colour is it?", "is there any text on the label of this product?"]


def load_images():
    return [Image.new("RGB", (96, 96), (30 * i, 60, 90)) for i in range(len(QUESTIONS))]


def main():
    processor = AutoProcessor.from_pretrained(MODEL_ID)
    processor.tokenizer.padding_side = "left"
    model = LlavaForConditionalGeneration.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
    prompts = [f"USER: <image>\n{q} ASSISTANT:" for q in QUESTIONS]
    batch = processor(images=load_images(), text=prompts, return_tensors="pt", padding=True)
    out = model.generate(**batch, max_new_tokens=6)
    for answer in processor.batch_decode(out, skip_special_tokens=True):
        print(answer)


if __name__ == "__main__":
    main()
