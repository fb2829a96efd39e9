# classes: 7 4 9
"""Inference-toolkit handler for speech recognition with a distil-whisper assistant (greedy by default).

predict_fn takes {"inputs": <float array>, "parameters": {...}}; beams come from the
endpoint's default parameters (SM_HP_NUM_BEAMS, JSON-encoded by the estimator).
"""
import json
import os

import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

DEFAULTS = {"num_beams": json.loads(os.environ.get("SM_HP_NUM_BEAMS", "1")), "max_new_tokens": 5}


def model_fn(model_dir):
    main = "openai/whisper-large-v3"
    return {
        "processor": AutoProcessor.from_pretrained(main),
        "model": AutoModelForSpeechSeq2Seq.from_pretrained(main).eval(),
        "assistant": AutoModelForSpeechSeq2Seq.from_pretrained("distil-whisper/distil-large-v3").eval(),
    }


def predict_fn(data, bundle):
    audio = np.asarray(data["inputs"], dtype=np.float32)
    params = {**DEFAULTS, **data.get("parameters", {})}
    feats = bundle["processor"](audio, sampling_rate=16000, return_tensors="pt").input_features
    with torch.no_grad():
        ids = bundle["model"].generate(feats, assistant_model=bundle["assistant"], **params)
    return bundle["processor"].batch_decode(ids, skip_special_tokens=True)


if __name__ == "__main__":
    bundle = model_fn("/opt/ml/model")
    clip = (0.01 * np.sin(np.linspace(0, 200, 16000))).tolist()
    print(predict_fn({"inputs": clip}, bundle))
