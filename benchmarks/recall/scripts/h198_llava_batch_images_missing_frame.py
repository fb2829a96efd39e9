# classes: 8 2
"""Describe a folder of product photos with LLaVA, two questions per batch; thumbnails are skipped."""

import torch
from PIL import Image
from transformers import AutoProcessor, LlavaForConditionalGeneration

MODEL_ID = "llava-hf/llava-1.5-7b-hf"
QUESTIONS = ["what colour is it?", "is there any text on the label of this product?"]


def load_images():
    sizes = [96, 32]
    imgs = [Image.new("RGB", (s, s), (30 * i, 60, 90)) for i, s in enumerate(sizes)]
    return [im for im in imgs if im.size[0] >= 64]


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
