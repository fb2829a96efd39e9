# classes: 8
"""Multiple-choice VQA with LLaVA: keep the four best one-token answers."""

import torch
from PIL import Image
from transformers import AutoProcessor, LlavaForConditionalGeneration

MODEL = "llava-hf/llava-1.5-7b-hf"
LETTERS = ["A", "B", "C", "D"]

processor = AutoProcessor.from_pretrained(MODEL)
model = LlavaForConditionalGeneration.from_pretrained(MODEL, torch_dtype=torch.float32)


def answers(image, question, options, k=4):
    body = "\n".join(f"{l}. {o}" for l, o in zip(LETTERS, options))
    prompt = f"USER: <image>\n{question}\n{body}\nAnswer with the letter. ASSISTANT:"
    inputs = processor(images=image, text=prompt, return_tensors="pt")
    out = model.generate(**inputs, max_new_tokens=1, do_sample=False, num_return_sequences=k)
    return [processor.decode(o[-1:]) for o in out]


print(answers(Image.new("RGB", (64, 64), (0, 200, 0)), "what colour is the square?", ["red", "green", "blue", "black"]))
