# classes: 8 7
"""A small VQA service: a prompt template per task, LLaVA behind it."""

import torch
from PIL import Image
from transformers import AutoProcessor, LlavaForConditionalGeneration

TEMPLATES = {
    "caption": "USER: <image>\nwrite a caption ASSISTANT:",
    "ocr": "USER: <image>\nread the text in the picture ASSISTANT:",
}


class VQAService:
    def __init__(self, model_id="llava-hf/llava-1.5-7b-hf"):
        self.processor = AutoProcessor.from_pretrained(model_id)
        self.model = LlavaForConditionalGeneration.from_pretrained(model_id, torch_dtype=torch.float32)

    def run(self, task, image, **gen):
        inputs = self.processor(images=image, text=TEMPLATES[task], return_tensors="pt")
        out = self.model.generate(**inputs, max_new_tokens=5, **gen)
        return self.processor.decode(out[0], skip_special_tokens=True)


svc = VQAService()
img = Image.new("RGB", (64, 64), (90, 90, 90))
for task in ("caption", "ocr"):
    print(task, svc.run(task, img))
